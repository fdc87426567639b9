import { graphql, HttpResponse } from 'msw';
import { en as resourceTexts } from '../../../resources/messages/resources.ts';
import { sampleHandbook } from '../../workflows/handbook/stories/sampleHandbook.ts';

/**
 * The handbook and the content saves it guards, in memory: the user accepted an earlier version,
 * and a new one (`version`) came out once their editor had read it. A save is refused as the server
 * refuses it until the current version is accepted; saves and acceptances are recorded.
 */
export function handbookGuardApi(version = sampleHandbook('en').version) {
  let acceptedVersion = 'an-earlier-version';
  const saved: Record<string, unknown>[] = [];
  const accepted: string[] = [];
  const current = (language: 'tr' | 'en') => {
    const isAccepted = acceptedVersion === version;
    return { ...sampleHandbook(language), version, accepted: isAccepted, acceptedDate: isAccepted ? '2026-11-28T09:00:00.000Z' : null };
  };
  // What the open editor read before the new version came out.
  const firstReading = { ...current('en'), accepted: true, acceptedDate: '2026-11-01T09:00:00.000Z' };
  let readings = 0;
  const handlers = [
    graphql.query('GetHandbook', ({ variables }) => {
      readings += 1;
      return HttpResponse.json({ data: { handbook: readings === 1 ? firstReading : current(variables.language === 'tr' ? 'tr' : 'en') } });
    }),
    graphql.mutation('AcceptHandbook', ({ variables }) => {
      accepted.push(String(variables.version));
      acceptedVersion = String(variables.version);
      return HttpResponse.json({ data: { acceptHandbook: current('en') } });
    }),
    graphql.mutation('SaveContent', ({ variables }) => {
      if (acceptedVersion !== version) {
        return HttpResponse.json({
          data: null,
          errors: [{ message: resourceTexts.saveErrors.handbookNotAccepted, extensions: { code: 'FORBIDDEN', messageKey: 'saveErrors.handbookNotAccepted', handbookVersion: version } }],
        });
      }
      const input = variables.input as Record<string, unknown>;
      saved.push(input);
      return HttpResponse.json({ data: { saveContent: { ...input, id: '501', version: 1 } } });
    }),
  ];
  return { handlers, saved, accepted, readings: () => readings };
}
