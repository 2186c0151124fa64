import type { Widen } from '../widen';
import type { GuidePage, GuideRole, GuideSection, guide as id } from '../guide';

const staffSignIn: GuideSection = {
  title: 'Logging in to the app',
  steps: [
    'Open the app’s address in a computer browser.',
    'Enter the Username and Password the admin gave you, then press Log in.',
    'The menu on the left lists only the screens you may open.',
    'When you have finished, open the account menu at the top right and choose Log out.',
  ],
};

/** The user guide in English. */
export const guide: Widen<typeof id> = {
  title: 'User Guide',
  subtitle: 'Choose your role to see the steps of your daily work.',
  back: 'All guides',
  toApp: 'Open the app',
  unknownRole: 'There is no guide for this role in this app.',
  imageAlt: (title: string) => `Screenshot: ${title}`,
  pages: {
    admin: {
      title: 'Administrator',
      audience: 'Manages master data, users, roles and menus.',
      sections: [
        staffSignIn,
        {
          title: 'Viewing today’s summary',
          steps: ['Open Dashboard: today’s key figures and charts are shown there.', 'Open Vehicle Tracking to see the buses’ positions on the map live.'],
          image: 'admin-dashboard.png',
          mode: 'school',
        },
        {
          title: 'Viewing the parking summary',
          steps: ['Open Parking Dashboard for today’s revenue and vehicles.', 'Open Parking Recap for the list of transactions; download Excel with the filters in use.'],
          image: 'admin-rekap-parkir.png',
          mode: 'parking',
        },
        {
          title: 'Managing users and roles',
          steps: [
            'Open Application → Users, press Add, and fill in the name, username, password and role.',
            'Open Roles to set which menus each role may open.',
            'Change History records who changed which data, and when.',
          ],
          image: 'admin-data-user.png',
        },
        {
          title: 'Entering master data',
          steps: [
            'The Master menu holds Drivers, Vehicles, Routes, Schools and Students.',
            'Drivers given a username and password can log in to the Driver Console on a phone.',
          ],
          mode: 'school',
        },
        {
          title: 'Entering parking data',
          steps: ['The Master menu holds Parking Locations, Vehicle Types and Revenue Targets.', 'Parking attendants are created under Users with the Parking Attendant role.'],
          mode: 'parking',
        },
      ],
    },
    operator: {
      title: 'Operator',
      audience: 'Handles registrations, complaints and daily reports.',
      sections: [
        staffSignIn,
        {
          title: 'Approving student registrations',
          steps: [
            'Open Operations → Student Registrations.',
            'Check the child’s details and the route the parent chose, then approve, or reject with a reason.',
          ],
          image: 'operator-pendaftaran-siswa.png',
          mode: 'school',
        },
        {
          title: 'Answering complaints',
          steps: ['Open Complaint Messages, choose a conversation, then write a reply.', 'Press End Conversation once the matter is resolved.'],
          mode: 'school',
        },
        {
          title: 'Monitoring buses',
          steps: ['Open Vehicle Tracking: buses in service are shown on the map.', 'The Bus, Driver and Student Reports can be downloaded as Excel.'],
          image: 'operator-lacak-kendaraan.png',
          mode: 'school',
        },
        {
          title: 'Checking the parking recap',
          steps: ['Open Parking Recap and choose the location, type and period.', 'Press download for an Excel file with the same filters.'],
          image: 'admin-rekap-parkir.png',
          mode: 'parking',
        },
      ],
    },
    sopir: {
      title: 'Driver',
      audience: 'Runs school bus trips from a phone.',
      mode: 'school',
      sections: [
        {
          title: 'Logging in on a phone',
          steps: ['Open the app’s address on a phone and log in with a driver account; the Driver Console opens by itself.', 'Allow location and camera access when asked.'],
        },
        {
          title: 'Running a trip',
          steps: [
            'Choose a vehicle, then press Start Trip.',
            'Scan each student’s card when they get on and off, or choose the student’s name from the list.',
            'A problem on the road? Press Report Issue.',
            'At the destination, press Finish. If students are still on the bus, drop them off first.',
          ],
          image: 'sopir-konsol.png',
        },
      ],
    },
    jukir: {
      title: 'Parking Attendant',
      audience: 'Records vehicles entering and leaving from a phone.',
      mode: 'parking',
      sections: [
        {
          title: 'Logging in on a phone',
          steps: ['Open the app’s address on a phone and log in with a parking attendant account; the attendant console opens by itself.'],
        },
        {
          title: 'Recording vehicles',
          steps: [
            'Entry tab: enter the plate number and vehicle type, then press Record Entry.',
            'Exit tab: scan the ticket or search for the plate number, then press Check Out.',
            'Without a signal, records are kept on the phone and sent as soon as the signal returns.',
          ],
          image: 'jukir-konsol.png',
        },
      ],
    },
    warga: {
      title: 'Parent / Guardian (Public)',
      audience: 'Registers children, follows the bus and sends complaints.',
      mode: 'school',
      sections: [
        {
          title: 'Signing up and logging in',
          steps: ['Open /warga on a phone, press Sign up here and fill in your name, email, mobile number and password.', 'Then log in with the email or mobile number you registered.'],
          image: 'warga-masuk.png',
        },
        {
          title: 'Registering a child and following the bus',
          steps: [
            'Choose Register a Child and fill in the child’s details and the route you want.',
            'My Registrations shows the status; once approved, the child appears under My Children along with the bus’s position.',
          ],
          image: 'warga-beranda.png',
        },
        {
          title: 'Sending a complaint',
          steps: ['Choose Send a Complaint, write your message and attach a photo if needed.', 'Staff replies appear under My Complaints.'],
        },
      ],
    },
  } satisfies Record<GuideRole, GuidePage>,
};
