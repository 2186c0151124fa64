/**
 * What stored HTML may hold, read by the server's sanitiser (before storing) and the browser's
 * (before showing): the same lists on both sides. Each tag names the attributes it keeps;
 * anything not listed is dropped, and a dropped script, style or frame goes with its content.
 */
export interface HtmlAllowList {
  readonly tags: Readonly<Record<string, readonly string[]>>;
}

/**
 * Chat messages (members' and operators'): text, line breaks and links only. Nothing in a message
 * makes the reader's browser fetch anything; a photo comes through the message's photo upload.
 */
export const CHAT_MESSAGE_HTML: HtmlAllowList = {
  tags: { p: [], br: [], a: ['href', 'title'] },
};

/** Articles written by staff in the rich-text editor: formatting, links and images. */
export const RICH_TEXT_HTML: HtmlAllowList = {
  tags: {
    p: [], br: [], hr: [], strong: [], b: [], em: [], i: [], u: [], s: [],
    h1: [], h2: [], h3: [], h4: [],
    ul: [], ol: [], li: [], blockquote: [], pre: [], code: [],
    a: ['href', 'title'],
    img: ['src', 'alt', 'title'],
  },
};

/** Tags removed together with their content, whatever the list. */
export const HTML_DROPPED_WITH_CONTENT = ['script', 'style', 'iframe', 'object', 'embed', 'noscript', 'template', 'svg', 'math'] as const;

/** A link's target: web pages and e-mail only (no javascript:, data:, vbscript:). */
export const SAFE_LINK = /^(?:https?:\/\/|mailto:)/i;

/** An image's source: https or an inline picture (in the lists that allow images at all). */
export const SAFE_IMAGE_SOURCE = /^(?:https:\/\/|data:image\/(?:png|jpeg|webp|gif);base64,[A-Za-z0-9+/=\s]+$)/i;

/** Every link opens in a new tab, without handing over the opener, the referrer or the site's endorsement. */
export const LINK_ATTRIBUTES = { target: '_blank', rel: 'noopener noreferrer nofollow' } as const;

/** Whether a URL attribute's value is one the lists accept. */
export function isSafeUrl(attribute: string, value: string): boolean {
  if (attribute === 'href') return SAFE_LINK.test(value.trim());
  if (attribute === 'src') return SAFE_IMAGE_SOURCE.test(value.trim());
  return true;
}

/** Whether `list` keeps `attribute` on `tag`. */
export const keepsAttribute = (list: HtmlAllowList, tag: string, attribute: string) => list.tags[tag.toLowerCase()]?.includes(attribute.toLowerCase()) ?? false;
