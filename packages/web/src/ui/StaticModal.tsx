import { Modal, type ModalProps } from 'react-bootstrap';

/**
 * Every dialog of the back office: it closes only with its own buttons, never on Escape or on a
 * click beside it, so a half-filled form or an open detail is not lost by a slip. Its parts are
 * react-bootstrap's (`Modal.Header`, `Modal.Body`, …).
 */
export function StaticModal(props: Omit<ModalProps, 'backdrop' | 'keyboard'>) {
  return <Modal {...props} backdrop="static" keyboard={false} />;
}
