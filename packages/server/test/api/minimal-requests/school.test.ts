import { minimalRequestsOf } from './harness.js';
import { startTestApp } from '../../helpers/app.js';
import { schoolMasterRequests } from './school-master.js';
import { schoolFieldRequests } from './school-field.js';

minimalRequestsOf('school', { school: () => startTestApp({ APP_TYPE: 'school' }) }, { ...schoolMasterRequests, ...schoolFieldRequests });
