import { Button, Modal } from 'react-bootstrap';
import { routeMap as t } from '../../../i18n/route-map';
import { ui } from '../../../i18n/ui';
import { RouteMapEditor } from './RouteMapEditor';
import { StaticModal } from '../../../ui/StaticModal';

/** The route list's map action (form mode `updateMap`): the editor in a dialog that closes once saved. */
export function RouteMapModal({ id, onClose }: { id?: number; onClose: () => void }) {
  return (
    <StaticModal show={id !== undefined} onHide={onClose} size="xl" centered scrollable aria-labelledby="route-map-title">
      <Modal.Header closeButton closeLabel={ui.form.close}>
        <Modal.Title as="h5" id="route-map-title">{t.title}</Modal.Title>
      </Modal.Header>
      <Modal.Body>{id !== undefined && <RouteMapEditor id={id} onSaved={onClose} />}</Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={onClose}>{ui.form.close}</Button>
      </Modal.Footer>
    </StaticModal>
  );
}
