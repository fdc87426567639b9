import { describe, expect, it } from 'vitest';
import { allowedEmbedSource, DEFAULT_EMBED_HOSTS, embedHostEntry, isEmbedHostAllowed } from './embedHosts.ts';
import { rules } from './validation.ts';

describe('embed hosts', () => {
  it('keeps an entry as a lower-case host name, reading a pasted address by its host', () => {
    expect(embedHostEntry(' Player.Vimeo.com ')).toBe('player.vimeo.com');
    expect(embedHostEntry('https://www.youtube.com/embed/abc?x=1')).toBe('www.youtube.com');
    expect(embedHostEntry('*.frames.example')).toBe('frames.example');
    expect(embedHostEntry('frames.example/path')).toBe('frames.example');
    for (const wrong of ['not a host', 'localhost', 'javascript:alert(1)', '-bad.example', 'a..example', '']) expect(embedHostEntry(wrong)).toBeUndefined();
  });

  it('allows a host and the hosts under it, never a look-alike', () => {
    expect(isEmbedHostAllowed('www.youtube.com', DEFAULT_EMBED_HOSTS)).toBe(true);
    expect(isEmbedHostAllowed('w.soundcloud.com', DEFAULT_EMBED_HOSTS)).toBe(true);
    expect(isEmbedHostAllowed('evilyoutube.com', DEFAULT_EMBED_HOSTS)).toBe(false);
    expect(isEmbedHostAllowed('youtube.com.evil.example', DEFAULT_EMBED_HOSTS)).toBe(false);
    expect(isEmbedHostAllowed('vimeo.com', DEFAULT_EMBED_HOSTS)).toBe(false);
  });

  it('takes a frame source over https on an allowed host only', () => {
    expect(allowedEmbedSource('https://www.youtube.com/embed/1', DEFAULT_EMBED_HOSTS)).toBe('https://www.youtube.com/embed/1');
    expect(allowedEmbedSource('http://www.youtube.com/embed/1', DEFAULT_EMBED_HOSTS)).toBeUndefined();
    expect(allowedEmbedSource('https://user:pw@www.youtube.com/embed/1', DEFAULT_EMBED_HOSTS)).toBeUndefined();
    expect(allowedEmbedSource('https://frames.example/1', DEFAULT_EMBED_HOSTS)).toBeUndefined();
    expect(allowedEmbedSource('https://frames.example/1', ['frames.example'])).toBe('https://frames.example/1');
  });

  it("judges an embed code by the site's list, naming the refused host", () => {
    const code = '<iframe src="https://player.frames.example/v/1"></iframe>';
    const context = { fieldLabel: 'Embed code' };
    expect(rules.iframe()(code, context)).toEqual({ message: 'validation.embedHostNotAllowed', params: { name: 'Embed code', host: 'player.frames.example', hosts: DEFAULT_EMBED_HOSTS.join(', ') } });
    expect(rules.iframe()(code, { ...context, embedHosts: ['frames.example'] })).toBeUndefined();
    expect(rules.iframe()('<iframe src="http://frames.example/v/1"></iframe>', { ...context, embedHosts: ['frames.example'] })?.message).toBe('validation.iframe');
    expect(rules.soundcloudIframe()('<iframe src="https://w.soundcloud.com/player/?url=x"></iframe>', { ...context, embedHosts: ['frames.example'] })?.message).toBe('validation.embedHostNotAllowed');
    expect(rules.embedHost()('frames example', context)?.message).toBe('validation.embedHost');
  });
});
