import { lazy } from 'react';
import { useParams } from 'react-router-dom';

const ComplaintsPage = lazy(() => import('./ComplaintsPage'));
const ChatPage = lazy(() => import('./ChatPage'));

/** The complaints screen's two routes: the list, and a conversation's chat under it. */
export default function ComplaintsScreen() {
  const { intid } = useParams();
  return intid === undefined ? <ComplaintsPage /> : <ChatPage />;
}
