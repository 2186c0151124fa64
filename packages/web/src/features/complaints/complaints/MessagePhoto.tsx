import { Spinner } from 'react-bootstrap';
import { useSessionImage } from '../../../api/useSessionImage';
import { complaints } from '../../../i18n/complaints';

/** A message's photo, read through the photo endpoint with the session. */
export function MessagePhoto({ url, alt }: { url: string; alt: string }) {
  const image = useSessionImage(url);
  if (image.failed) {
    return (
      <span className="d-block small text-body-secondary mb-1">
        <i className="bi bi-image me-1" aria-hidden="true" />{complaints.photoMissing}
      </span>
    );
  }
  if (!image.src) return <Spinner animation="border" size="sm" className="d-block mb-1" role="status" aria-label={complaints.photoLoading} />;
  return (
    <a href={image.src} target="_blank" rel="noreferrer">
      <img className="chat__photo" src={image.src} alt={alt} />
    </a>
  );
}
