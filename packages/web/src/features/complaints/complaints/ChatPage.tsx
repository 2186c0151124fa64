import { useCallback, useState } from 'react';
import { Alert, Button, Card, Spinner } from 'react-bootstrap';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router-dom';
import { CONVERSATION_ENDED, TYPING_EVENT } from '@halte/contract';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { useServiceDay } from '../../../ui/time/serviceDay';
import { useShellSocket } from '../../../shell/live/LiveSocketContext';
import { complaints } from '../../../i18n/complaints';
import { ChatComposer } from './ChatComposer';
import { ChatHeader } from './ChatHeader';
import { ChatThread } from './ChatThread';
import { COMPLAINTS_PATH, type ChatState } from './chatPath';
import { useConversationDetail, useEndConversation, useSendMessage, useThread } from './useConversation';
import { useLiveThread } from './useLiveThread';
import './chat.scss';

const t = complaints;

/** /operasional/complaint-message/:intid/:token: one conversation's chat, live both ways. */
export default function ChatPage() {
  const { intid } = useParams();
  const id = Number(intid);
  return Number.isSafeInteger(id) && id > 0 ? <Chat id={id} /> : <Navigate to="/errors/404" replace />;
}

function Chat({ id }: { id: number }) {
  const navigate = useNavigate();
  const from = (useLocation().state as ChatState | null)?.from;
  const socket = useShellSocket();
  const detail = useConversationDetail(id, useServiceDay());
  const thread = useThread(id);
  const conversation = detail.data;
  const typing = useLiveThread(id, conversation?.token_admin);
  const send = useSendMessage(id);
  const end = useEndConversation(id);
  const [ending, setEnding] = useState(false);

  const tokenAdmin = conversation?.token_admin;
  const onTyping = useCallback(() => {
    if (tokenAdmin) socket?.emit(TYPING_EVENT, { token: tokenAdmin });
  }, [socket, tokenAdmin]);
  const close = () => navigate(from ?? COMPLAINTS_PATH);

  if (!conversation) {
    return (
      <Card className="shadow-sm border-0">
        <Card.Body className="text-center py-5 text-body-secondary" role="status">
          {detail.isError ? (
            <>
              <p>{t.notFound}</p>
              <Button variant="outline-secondary" onClick={close}>{t.close}</Button>
            </>
          ) : (
            <Spinner animation="border" variant="primary" aria-label={t.loading} />
          )}
        </Card.Body>
      </Card>
    );
  }

  const ended = conversation.intstatus === CONVERSATION_ENDED;
  return (
    <Card className="chat shadow-sm border-0 d-flex flex-column">
      <Card.Header className="chat__bar py-3">
        <ChatHeader conversation={conversation} onEnd={() => setEnding(true)} onClose={close} />
      </Card.Header>
      <ChatThread conversation={conversation} thread={thread.data} typing={typing && !ended} />
      <Card.Footer className="chat__bar py-3">
        {ended ? (
          <Alert variant="secondary" className="mb-0 text-center" data-testid="chat-ended">
            <i className="bi bi-lock me-2" aria-hidden="true" />{t.ended}
          </Alert>
        ) : (
          <ChatComposer onSend={(html) => send.mutateAsync(html)} onTyping={onTyping} busy={send.isPending} />
        )}
      </Card.Footer>
      <ConfirmDialog
        show={ending}
        question={t.endQuestion}
        subject={`${conversation.vccode} — ${conversation.vcname}`}
        busy={end.isPending}
        icon="bi-x-octagon"
        onYes={() => end.mutateAsync().then(() => setEnding(false), () => setEnding(false))}
        onNo={() => setEnding(false)}
      />
    </Card>
  );
}
