/**
 * The preview's code highlighter, loaded the first time a preview has code to colour: Shiki's
 * grammars and themes are a large part of the editor's bundle, and its first screen (the
 * collections) never needs them. Until it has loaded, code shows in the same frame uncoloured,
 * and `loaded` is told so that the preview draws again, coloured.
 */
import { plainCodeBlock } from '../lib/code-frame.ts';
import type { Highlighter } from '../lib/highlight.ts';

export function lazyHighlighter(load: () => Promise<Highlighter>, loaded: () => void): Highlighter {
  let ready: Highlighter | undefined;
  let loading: Promise<void> | undefined;
  return {
    highlight(code, lang) {
      if (ready) return ready.highlight(code, lang);
      // A failed load leaves the code uncoloured: still readable, and nothing else depends on it.
      loading ??= load().then((highlighter) => {
        ready = highlighter;
        loaded();
      }, () => undefined);
      return plainCodeBlock(code, lang);
    },
    release() {
      ready?.release();
    },
  };
}
