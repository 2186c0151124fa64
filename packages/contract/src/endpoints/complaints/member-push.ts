import { endpoint } from '../../endpoint.js';
import { pushKeyResponse, pushSubscriptionBody, pushUnsubscribeBody } from '../../member-push.js';
import { messageResponse } from '../../responses.js';

const tags = ['member'];
const access = 'member';

/** A member's phones that receive Web Push, and the key their browsers subscribe with. */
export const MEMBER_PUSH_API = {
  key: endpoint({ method: 'GET', path: '/member/push-subscriptions/key', tags, access, answers: { 200: pushKeyResponse } }),
  /** 201 for a new subscription, 200 for one already known. */
  subscribe: endpoint({ method: 'POST', path: '/member/push-subscriptions', tags, access, body: pushSubscriptionBody, answers: { 200: messageResponse, 201: messageResponse } }),
  unsubscribe: endpoint({ method: 'DELETE', path: '/member/push-subscriptions', tags, access, body: pushUnsubscribeBody, answers: { 200: messageResponse } }),
};
