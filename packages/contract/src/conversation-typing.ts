import { z } from 'zod';

/**
 * Typing in a conversation, both ways over Socket.IO and never stored. A chat client sends
 * `typing` with its own side's token of the conversation (`token_admin` from the staff screen,
 * `token_member` from the member's); the other side hears `typing` with its own token.
 */
export const TYPING_EVENT = 'typing';

export const typingSignal = z.object({ token: z.string().min(1).max(200) });
export type TypingSignal = z.infer<typeof typingSignal>;

/** A client sends at most one signal per this while its user keeps typing. */
export const TYPING_SEND_EVERY_MS = 2000;

/** The server passes on at most one signal per connection per this; half the sending pace, so none of a steady typist is lost. */
export const TYPING_ACCEPT_EVERY_MS = 1000;

/** The other side shows 'typing' this long after the last signal, longer than the sending pace. */
export const TYPING_SHOWN_MS = 5000;
