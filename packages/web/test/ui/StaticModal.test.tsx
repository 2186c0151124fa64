import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Modal } from 'react-bootstrap';
import { StaticModal } from '../../src/ui/StaticModal';

function Dialog() {
  const [show, setShow] = useState(true);
  const close = () => setShow(false);
  return (
    <StaticModal show={show} onHide={close} aria-labelledby="t">
      <Modal.Header closeButton closeLabel="Tutup header">
        <Modal.Title id="t">Detail</Modal.Title>
      </Modal.Header>
      <Modal.Footer>
        <Button onClick={close}>Tutup</Button>
      </Modal.Footer>
    </StaticModal>
  );
}

describe('StaticModal', () => {
  it('stays open on Escape and on a click beside it; closes with its buttons', async () => {
    const u = userEvent.setup();
    const { unmount } = render(<Dialog />);
    const dialog = await screen.findByRole('dialog');
    await u.keyboard('{Escape}');
    fireEvent.keyDown(dialog, { key: 'Escape', code: 'Escape', keyCode: 27 });
    // A click on the backdrop lands on the dialog's outer element, outside its content.
    fireEvent.mouseDown(dialog);
    fireEvent.click(dialog);
    await new Promise((r) => setTimeout(r, 400));
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    await u.click(screen.getByRole('button', { name: 'Tutup' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    unmount();

    render(<Dialog />);
    await screen.findByRole('dialog');
    await u.click(screen.getByRole('button', { name: 'Tutup header' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
