import type { Widen } from '../widen';
import type { parkingRecap as id } from '../parking-recap';

/** The parking recap in English. */
export const parkingRecap: Widen<typeof id> = {
  title: 'Parking Data Recap',
  reportType: 'Report Type',
  types: { '1': 'Date', '2': 'Month', '3': 'Year' },
  allLocations: 'All Locations',
  allTypes: 'All Vehicle Types',
  locationFilter: 'Filter by location',
  typeFilter: 'Filter by vehicle type',
  location: 'Location',
  vehicleType: 'Vehicle Type',
  detailTitle: (plate: string) => `Parking Details ${plate}`,
  attendant: 'Attendant',
  staffEntry: 'Recorded by office staff',
  regulation: 'Tariff Basis',
  stillParked: 'Still parked',
  flaggedFilter: 'Filter irregular records',
  allNotes: 'All Records',
  flaggedOnly: 'Irregular Records',
  flags: {
    mundur: 'Phone’s check-out time far earlier than the server received it',
    petugas_lain: 'Closed by another attendant, not the one who checked it in',
    lokasi_lain: 'Closed at another location',
    dikoreksi: 'Corrected by office staff',
  },
  closingAttendant: 'Check-out Attendant',
  serverAmount: 'Fee by server time',
  checkInDevice: 'In (phone time)',
  checkInReceived: 'In (received by server)',
  checkOutDevice: 'Out (phone time)',
  checkOutReceived: 'Out (received by server)',
  plateSearch: {
    placeholder: 'Search plate number…',
    hint: 'One or two characters match the start or end of the plate (region code, series letters); three or more match anywhere.',
  },
};
