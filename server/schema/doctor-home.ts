// The doctor home: who the doctor is, the four overview cards and the recent activity.
import { builder } from './builder';
import { CareTeamPatientRef } from './care-team';
import { doctorHome, type ActivityItem, type DoctorHome } from '../domain/doctor-home/doctor-home';
import type { Change, OverviewCard } from '../domain/wellness/doctor-overview';

const OverviewCardRef = builder.objectRef<OverviewCard>('OverviewCard').implement({
  description: 'A count, and the change of the last 7 days against the 7 before.',
  fields: (t) => ({
    count: t.exposeInt('count', { description: 'the figure now' }),
    lastWeek: t.exposeInt('lastWeek', {
      description: 'how many the last 7 days brought (shown with "new this week")',
    }),
    changeIsNew: t.boolean({
      description: 'nothing the week before and something now',
      resolve: (c) => c.change.kind === 'new',
    }),
    changePercent: t.int({
      nullable: true,
      description: 'whole percent; null when changeIsNew',
      resolve: (c) => (c.change as Extract<Change, { kind: 'percent' }>).value ?? null,
    }),
  }),
});

const OverviewCardsRef = builder.objectRef<DoctorHome['cards']>('DoctorOverviewCards').implement({
  description: 'The doctor home’s four cards, over the doctor’s own care team.',
  fields: (t) => ({
    totalPatients: t.field({
      type: OverviewCardRef,
      description: 'patients on the care team; change: patients added',
      resolve: (c) => c.totalPatients,
    }),
    criticalAlerts: t.field({
      type: OverviewCardRef,
      description: 'unresolved CRITICAL alerts; change: CRITICAL alerts raised',
      resolve: (c) => c.criticalAlerts,
    }),
    pendingReports: t.field({
      type: OverviewCardRef,
      description:
        'finished check-ins no doctor has opened (data-sharing patients); change: check-ins finished',
      resolve: (c) => c.pendingReports,
    }),
    pendingRequests: t.field({
      type: OverviewCardRef,
      description: 'patients’ care-team requests waiting for an answer; change: requests made',
      resolve: (c) => c.pendingRequests,
    }),
  }),
});

const ActivityRef = builder.objectRef<ActivityItem>('RecentActivity').implement({
  description: 'One event of the doctor home’s recent-activity feed.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'the id of the check-in, alert, prescription or request' }),
    kind: t.exposeString('kind', { description: 'report, alert, prescription or request' }),
    at: t.expose('at', { type: 'DateTime', description: 'when it happened' }),
    patient: t.field({ type: CareTeamPatientRef, description: 'whose', resolve: (a) => a.patient }),
    alertTitle: t.string({
      nullable: true,
      description: 'an alert’s heading, in the request’s language; null for other kinds',
      resolve: (a, _args, ctx) =>
        a.alertTitle ? (ctx.language === 'zh-HK' ? a.alertTitle.zh : a.alertTitle.en) : null,
    }),
    medicationCatalogKey: t.string({
      nullable: true,
      description: 'a prescription’s catalogue key, when from the catalogue',
      resolve: (a) => a.medication?.catalogKey ?? null,
    }),
    medicationName: t.string({
      nullable: true,
      description: 'a prescription’s medication name, as written; null for other kinds',
      resolve: (a) => a.medication?.name ?? null,
    }),
    prescriptionChange: t.string({
      nullable: true,
      description: 'PRESCRIBED, UPDATED, REFILLED, DISCONTINUED or COMPLETED',
      resolve: (a) => a.medication?.change ?? null,
    }),
    sharedFrom: t.string({
      nullable: true,
      description: 'a report the patient shared: its first day, YYYY-MM-DD (null for a check-in)',
      resolve: (a) => a.sharedPeriod?.from ?? null,
    }),
    sharedTo: t.string({
      nullable: true,
      description: 'a report the patient shared: its last day, YYYY-MM-DD',
      resolve: (a) => a.sharedPeriod?.to ?? null,
    }),
  }),
});

const DoctorProfileRef = builder.objectRef<DoctorHome['doctor']>('DoctorProfile').implement({
  description: 'The signed-in doctor, as the doctor home greets them.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'the doctor’s user id' }),
    name: t.string({
      description: 'real name, else the username',
      resolve: (d) => d.profile?.fullName?.trim() || d.username,
    }),
    department: t.string({
      nullable: true,
      description: 'a key of the departments list',
      resolve: (d) => d.profile?.department ?? null,
    }),
  }),
});

const DoctorHomeRef = builder.objectRef<DoctorHome>('DoctorHome').implement({
  description: 'The doctor home screen.',
  fields: (t) => ({
    doctor: t.field({
      type: DoctorProfileRef,
      description: 'who is signed in',
      resolve: (h) => h.doctor,
    }),
    cards: t.field({
      type: OverviewCardsRef,
      description: 'the four overview cards',
      resolve: (h) => h.cards,
    }),
    activity: t.field({
      type: [ActivityRef],
      description: 'the 10 newest events of the care team, newest first',
      resolve: (h) => h.activity,
    }),
  }),
});

builder.queryField('doctorHome', (t) =>
  t.field({
    type: DoctorHomeRef,
    description: 'The signed-in doctor’s home: who they are, four cards and recent activity.',
    authScopes: { doctor: true },
    resolve: (_root, _args, ctx) => doctorHome(ctx),
  }),
);
