import type { Widen } from '../widen';
import type { jukirConsole as id } from '../jukir-console';

/** The parking attendant's console in English. */
export const jukirConsole: Widen<typeof id> = {
  title: 'Parking Attendant',
  loadFailed: 'The attendant’s data could not be loaded.',
  location: 'Parking location',
  noLocation: 'No parking location is active yet. Contact an officer.',
  tally: {
    title: 'Today',
    count: 'Vehicles in',
    parked: 'Still parked',
    income: 'Income',
  },
  tabs: { in: 'In', out: 'Out' },
  checkIn: {
    plate: 'Plate number',
    platePlaceholder: 'E.g. S 1234 AB',
    type: 'Vehicle type',
    noTariff: 'no tariff yet',
    submit: 'Check In',
    pickType: 'Choose a vehicle type.',
    typePlate: 'Enter the plate number.',
  },
  checkOut: {
    submit: 'Check Out',
    scan: 'Scan Ticket',
    closeScan: 'Close camera',
    unknownCode: 'This code is not a parking ticket.',
  },
  scanner: {
    title: 'Scan a parking ticket',
    starting: 'Starting the camera…',
    noCamera: 'The camera cannot be opened. Allow the camera, or check out by plate number.',
    unsupported: 'This browser cannot read QR codes. Check out by plate number.',
  },
  ticket: {
    checkedIn: 'Ticket',
    fee: 'Parking fee',
    number: (id: number) => `Ticket no. ${id}`,
    since: (time: string) => `In ${time}`,
    stay: (from: string, to: string) => `${from} – ${to}`,
    qr: (id: number) => `QR code of ticket ${id}`,
  },
  recent: {
    title: 'Vehicles today',
    empty: 'No vehicles today yet.',
    parked: 'Parked',
    left: 'Left',
    out: 'Check out',
  },
  outbox: {
    sending: 'Sending…',
    offline: 'No signal. Check-ins and check-outs are kept on the phone and sent when back online.',
    saved: 'Saved on the phone; sent when online.',
    synced: 'All transactions sent',
  },
};
