import type { Widen } from '../widen';
import type { complaints as id } from '../complaints';

/** Complaint messages and their chat in English. */
export const complaints: Widen<typeof id> = {
  title: 'Complaint Messages',
  date: 'Date',
  code: 'Code',
  subject: 'Subject',
  member: 'Member',
  operator: 'Operator',
  status: 'Status',
  noOperator: 'None yet',
  chat: 'Open conversation',
  replyQuestion: 'Do you want to reply to this message?',
  chatTitle: 'Conversation',
  operatorSide: 'Staff',
  placeholder: 'Write a message… (Enter to send, Shift+Enter for a new line)',
  messageLabel: 'Message',
  send: 'Send',
  end: 'End Conversation',
  endQuestion: 'Do you want to end this conversation?',
  close: 'Close',
  ended: 'The conversation has ended',
  endedToast: { title: 'Done', text: 'The conversation has been ended' },
  typing: 'Typing…',
  read: 'Read',
  empty: 'No messages yet.',
  loading: 'Loading conversation…',
  notFound: 'The conversation cannot be opened.',
  photoAlt: (code: string) => `Photo in conversation ${code}`,
  photoLoading: 'Loading photo…',
  photoMissing: 'The photo could not be loaded',
};
