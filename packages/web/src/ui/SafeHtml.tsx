import DOMPurify from 'dompurify';
import './rich-content.scss';

/**
 * Our own instance, so its hook does not reach other users of DOMPurify. The server already
 * sanitised the HTML with an allow-list; this is the second guard, right before rendering.
 */
const purifier = DOMPurify(window);
const ALLOWED_TAGS = ['p', 'br', 'hr', 'strong', 'b', 'em', 'i', 'u', 's', 'h1', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'blockquote', 'pre', 'code', 'a', 'img'];
const ALLOWED_ATTR = ['href', 'title', 'src', 'alt'];
const SAFE_URL = /^(?:https?:|mailto:|data:image\/(?:png|jpeg|webp|gif);base64,)/i;

purifier.addHook('afterSanitizeAttributes', (node) => {
  for (const name of ['href', 'src']) {
    const value = node.getAttribute(name);
    if (value !== null && !SAFE_URL.test(value.trim())) node.removeAttribute(name);
  }
  // Links leave the app in a new tab without handing it the opener.
  if (node.tagName === 'A') {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer nofollow');
  }
});

/** HTML made inert: formatting, links and images only; no scripts, handlers, styles or frames. */
export function sanitize(html: string): string {
  return purifier.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR});
}

/** Renders stored rich text (articles, chat messages) after sanitising it in the browser. */
export function SafeHtml({ html, className, id }: { html: string; className?: string; id?: string }) {
  return <div id={id} className={`safe-html ${className ?? ''}`} dangerouslySetInnerHTML={{ __html: sanitize(html) }} />;
}
