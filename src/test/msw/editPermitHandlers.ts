import { graphql, HttpResponse } from 'msw';
import type { EditPermit } from '../../workflows/editPermit/editPermitMethods.ts';

type User = EditPermit['viewers'][number];
/** What a GraphQL answer carries. */
type Body = { data?: Record<string, unknown>; errors?: { message: string; extensions: { code: string } }[] };

const refusal = (code: string, message: string) => HttpResponse.json<Body>({ errors: [{ message, extensions: { code } }] });

/**
 * One record's edit permit as the API keeps it (the permit contract), in memory: the signed-in
 * user is `me`; `others` are the users the store knows by session. Every call is recorded.
 * `failRequests` answers requests and answers with a network-level failure.
 */
export function editPermitApi(initial: EditPermit, me: Omit<User, 'session' | 'since'>, options: { failRequests?: boolean; now?: () => Date } = {}) {
  const now = options.now ?? (() => new Date());
  let permit = structuredClone(initial);
  const calls: { operation: string; variables: Record<string, unknown> }[] = [];
  const user = (session: string): User => ({ ...me, session, since: now().toISOString() });
  const present = (session: string) => {
    if (!permit.viewers.some((viewer) => viewer.session === session)) permit = { ...permit, viewers: [...permit.viewers, user(session)] };
  };
  const transition = (kind: string, to?: User) => ({ kind, byUserId: me.userId, toUserId: to?.userId ?? null, toSession: to?.session ?? null, at: now().toISOString() });
  const answer = (field: string) => HttpResponse.json<Body>({ data: { [field]: permit } });
  const record = (operation: string, variables: Record<string, unknown>) => calls.push({ operation, variables });

  const handlers = [
    graphql.query('GetEditPermit', ({ variables }) => {
      record('GetEditPermit', variables);
      return answer('editPermit');
    }),
    graphql.query('GetEditPermitHolders', ({ variables }) => {
      record('GetEditPermitHolders', variables);
      const held = permit.holder && (variables.ids as string[]).includes(String(permit.recordId));
      return HttpResponse.json<Body>({ data: { editPermitHolders: held ? [{ recordId: permit.recordId, holder: permit.holder }] : [] } });
    }),
    graphql.mutation('HoldEditPermit', ({ variables }) => {
      record('HoldEditPermit', variables);
      const session = String(variables.session);
      if (permit.holder && permit.holder.session !== session) return refusal('PERMIT_HELD', `The edit permit is held by ${permit.holder.name}.`);
      present(session);
      const holder = permit.holder ?? user(session);
      permit = { ...permit, holder, last: permit.holder ? permit.last : transition('held', holder) };
      return answer('holdEditPermit');
    }),
    graphql.mutation('HeartbeatEditPermit', ({ variables }) => {
      record('HeartbeatEditPermit', variables);
      present(String(variables.session));
      return answer('heartbeatEditPermit');
    }),
    graphql.mutation('RequestEditPermit', ({ variables }) => {
      record('RequestEditPermit', variables);
      if (options.failRequests) return HttpResponse.error();
      const session = String(variables.session);
      if (permit.request?.user.session === session) return refusal('PERMIT_ALREADY_REQUESTED', 'Already requested.');
      if (permit.request) return refusal('PERMIT_REQUESTED_BY_OTHER', 'Requested by another user.');
      const at = now();
      permit = {
        ...permit,
        request: { user: user(session), requestedAt: at.toISOString(), autoAcceptAt: new Date(at.getTime() + permit.autoAcceptSeconds * 1000).toISOString() },
        last: transition('requested'),
      };
      return answer('requestEditPermit');
    }),
    graphql.mutation('AnswerEditPermitRequest', ({ variables }) => {
      record('AnswerEditPermitRequest', variables);
      if (options.failRequests) return HttpResponse.error();
      const to = permit.request?.user;
      permit = variables.accept && to ? { ...permit, holder: to, request: null, last: transition('accepted', to) } : { ...permit, request: null, last: transition('declined') };
      return answer('answerEditPermitRequest');
    }),
    graphql.mutation('TakeOverEditPermit', ({ variables }) => {
      record('TakeOverEditPermit', variables);
      const to = user(String(variables.session));
      present(to.session);
      permit = { ...permit, holder: to, request: null, last: transition('takenOver', to) };
      return answer('takeOverEditPermit');
    }),
    graphql.mutation('ReleaseEditPermit', ({ variables }) => {
      record('ReleaseEditPermit', variables);
      const session = String(variables.session);
      permit = { ...permit, viewers: permit.viewers.filter((viewer) => viewer.session !== session) };
      if (permit.holder?.session === session) permit = { ...permit, holder: null, last: transition('released') };
      return HttpResponse.json<Body>({ data: { releaseEditPermit: { resource: permit.resource, recordId: permit.recordId } } });
    }),
    graphql.mutation('RemoveUserFromPage', ({ variables }) => {
      record('RemoveUserFromPage', variables);
      const removed = String(variables.userId);
      permit = { ...permit, viewers: permit.viewers.filter((viewer) => String(viewer.userId) !== removed), last: { ...transition('removed'), toUserId: removed } };
      return answer('removeUserFromPage');
    }),
  ];
  return { handlers, calls, get permit() { return permit; } };
}
