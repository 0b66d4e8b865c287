import type { Plugin } from 'vite';

const LOTTIE_PLAYER = /[\\/]node_modules[\\/]lottie-web[\\/]/;

/**
 * Drops exactly one build warning, known and accepted: the direct `eval` in lottie-web's player
 * (it evaluates After Effects expressions), which @blockshake/defly-connect's modal pulls in. It
 * ships only in the Defly wallet's lazy chunk (loaded from the wallet runtime, never on the first
 * page), and it cannot run in the app: the Content-Security-Policy's `script-src` has no
 * 'unsafe-eval'. An EVAL warning from any other module, and every other warning, still prints.
 */
export function lottieEvalAccepted(): Plugin {
  return {
    name: 'sextant-lottie-eval-accepted',
    onLog: (_level, log) => !(log.code === 'EVAL' && LOTTIE_PLAYER.test(log.id ?? log.message)),
  };
}
