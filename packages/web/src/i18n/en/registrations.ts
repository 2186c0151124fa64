import type { Widen } from '../widen';
import type { registrations as id } from '../registrations';

/** Student registrations in English. */
export const registrations: Widen<typeof id> = {
  title: 'Student Registrations',
  entity: 'Registration',
  nisn: 'Student ID',
  child: 'Student',
  member: 'Registering Account',
  status: 'Status',
  date: 'Registration Date',
  statusFilter: 'Filter by status',
  allStatuses: 'All statuses',
  reason: 'Reason for Rejection',
  decidedBy: 'Decided by',
  decidedAt: 'Decision Time',
  student: 'Registered Student',
  chooseSchool: 'Search schools…',
  chooseClass: 'Choose a class…',
  chooseRoute: 'Choose a route…',
  chooseStop: 'Choose a stop…',
  requestedStop: 'stop:',
  approve: 'Approve',
  reject: 'Reject',
  approveTitle: 'Approve Registration',
  approveHint: 'The student will be added to Students and linked to the registering account.',
  requestedRoute: 'Route chosen by the applicant:',
  routeHint: "The parent will follow the bus currently serving this route. Another route drops the applicant's stop.",
  rejectTitle: 'Reject Registration',
  rejectHint: 'The applicant will read this reason.',
  statuses: { 0: 'Pending', 1: 'Approved', 2: 'Rejected' },
};
