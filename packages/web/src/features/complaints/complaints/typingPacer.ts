import { TYPING_SEND_EVERY_MS } from '@halte/contract';

/**
 * Tells the other side its user is typing at most once per TYPING_SEND_EVERY_MS however fast the
 * keys come; after a message is sent the next key tells again at once.
 */
export function typingPacer(send: () => void, now: () => number = Date.now) {
  let lastAt = Number.NEGATIVE_INFINITY;
  return {
    typed() {
      const at = now();
      if (at - lastAt < TYPING_SEND_EVERY_MS) return;
      lastAt = at;
      send();
    },
    reset() {
      lastAt = Number.NEGATIVE_INFINITY;
    },
  };
}
