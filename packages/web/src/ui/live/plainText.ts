/**
 * The words of a message's HTML as a screen reader should hear them: tags dropped, a line break
 * read as a space. DOMParser's document runs no script and loads nothing.
 */
export function plainTextOf(html: string): string {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  body.querySelectorAll('br').forEach((br) => br.replaceWith(' '));
  return (body.textContent ?? '').replace(/\s+/g, ' ').trim();
}
