// Imports each domain's schema file for its side effects, then builds the schema.
import { lexicographicSortSchema, printSchema } from 'graphql';
import { builder } from './builder';
import './accounts';
import './triage';
import './alerts';
import './checkins';
import './patients';
import './prescriptions';
import './dose-marks';
import './patient-overview';
import './messages';
import './doctor-home';
import './care-team-requests';
import './settings';
import './care-team';
import './appointments';
import './library';
import './support';
import './profile-management';
import './health-dashboard';
import './achievements';
import './api-keys';
import './audit';
import './shared-reports';
import './carers';

export const schema = builder.toSchema();
export const printedSchema = () => printSchema(lexicographicSortSchema(schema)) + '\n';
