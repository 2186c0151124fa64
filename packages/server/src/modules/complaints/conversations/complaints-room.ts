import type { ScreenRoom } from '../../../realtime/socket-parts.js';
import { COMPLAINT_SCREENS } from './staff-notice.js';

/** Room of the staff connections whose role may see the complaints: their conversations' events. */
export const COMPLAINTS_ROOM = 'complaints';

/** Staff are in the complaints room while their role owns a complaints screen. */
export const complaintsRoom: ScreenRoom = { room: COMPLAINTS_ROOM, screens: COMPLAINT_SCREENS };
