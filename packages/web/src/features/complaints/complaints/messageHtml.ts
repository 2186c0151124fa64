const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** What an operator typed as message HTML: shown exactly as typed (no markup of its own), its line breaks kept. */
export const messageHtml = (text: string) =>
  text
    .trim()
    .split(/\r?\n/)
    .map((line) => line.replace(/[&<>"']/g, (c) => ENTITIES[c]))
    .join('<br>');

/** Whether sending would give the server nothing visible. */
export const isBlank = (text: string) => text.trim() === '';
