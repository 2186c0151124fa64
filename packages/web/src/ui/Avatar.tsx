/** Up to two initials of a name, upper-cased; '?' when it has none. */
export const initials = (name: string) =>
  name.split(/\s+/).filter(Boolean).slice(0, 2).map((w) => w[0]!.toUpperCase()).join('') || '?';

/** The round initials avatar (`.avatar`, `.avatar--lg`); decorative, the name is shown beside it. */
export function Avatar({ name, size, className }: { name: string; size?: 'lg'; className?: string }) {
  const classes = ['avatar', size === 'lg' && 'avatar--lg', className].filter(Boolean).join(' ');
  return <span className={classes} aria-hidden="true">{initials(name)}</span>;
}
