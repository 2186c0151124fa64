import '../rich-content.scss';

/** A small image in a list cell, loaded lazily; a placeholder icon when there is none. */
export function ImageThumb({ src, alt }: { src?: string | null; alt: string }) {
  if (!src) {
    return (
      <span className="list-thumb list-thumb--empty" role="img" aria-label={alt}>
        <i className="bi bi-image" aria-hidden="true" />
      </span>
    );
  }
  return <img className="list-thumb" src={src} alt={alt} loading="lazy" />;
}
