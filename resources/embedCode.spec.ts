import { describe, expect, it } from 'vitest';
import { AUDIO_SERVICE_HOST, detectEmbed, iframeSource, isAudioEmbed, isEmbedCode, isIframeCode } from './embedCode';

const audio = `<iframe width="100%" height="166" scrolling="no" src="https://w.${AUDIO_SERVICE_HOST}/player/?url=https%3A//api.soundcloud.com/tracks/1"></iframe>`;
const video = "<iframe src='https://www.youtube.com/embed/abc' allowfullscreen></iframe>";
const tweet = '<blockquote class="twitter-tweet"><p>news</p></blockquote> <script async src="https://platform.twitter.com/widgets.js"></script>';

describe('embed detection', () => {
  it('names the kind of embed a code holds', () => {
    expect(detectEmbed(audio)).toBe('audio');
    expect(detectEmbed(video)).toBe('iframe');
    expect(detectEmbed(tweet)).toBe('blockquote');
    expect(detectEmbed('<SCRIPT src="https://x.example/e.js"></SCRIPT>')).toBe('script');
    expect(detectEmbed('<p>just text</p>')).toBeUndefined();
    expect(isEmbedCode('https://www.youtube.com/watch?v=abc')).toBe(false);
  });

  it('recognises the audio service by the iframe source host, not by any mention', () => {
    expect(isAudioEmbed(`<div>${audio}</div>`)).toBe(true);
    expect(isAudioEmbed(`<iframe src="https://evil.example/?u=${AUDIO_SERVICE_HOST}"></iframe>`)).toBe(false);
    expect(isAudioEmbed(`<iframe src="https://not${AUDIO_SERVICE_HOST}/x"></iframe>`)).toBe(false);
    expect(isAudioEmbed(`<iframe data-src="https://w.${AUDIO_SERVICE_HOST}/x"></iframe>`)).toBe(false);
  });

  it('takes one iframe with a web source as iframe code', () => {
    expect(iframeSource(video)).toBe('https://www.youtube.com/embed/abc');
    expect(isIframeCode('<iframe src=//player.example/x></iframe>')).toBe(true);
    expect(isIframeCode(`${video}${video}`)).toBe(false);
    expect(isIframeCode(`<p>${video}</p>`)).toBe(false);
    expect(isIframeCode('<iframe src="data:text/html,hi"></iframe>')).toBe(false);
    expect(isIframeCode('<iframe src="https://a.example/x">')).toBe(false);
  });
});
