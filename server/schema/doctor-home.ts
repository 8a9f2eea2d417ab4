// The doctor home: who the doctor is, the four overview cards and the recent activity.
import { builder } from './builder';
import { PersonRef } from './prescriptions';
import { doctorHome, type ActivityItem, type DoctorHome } from '../domain/doctor-home/doctor-home';
import type { Change, OverviewCard } from '../domain/wellness/doctor-overview';

const OverviewCardRef = builder.objectRef<OverviewCard>('OverviewCard').implement({
  description: 'A count, and the change of the last 7 days against the 7 before.',
  fields: (t) => ({
    count: t.exposeInt('count'),
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
  fields: (t) => ({
    totalPatients: t.field({ type: OverviewCardRef, resolve: (c) => c.totalPatients }),
    criticalAlerts: t.field({ type: OverviewCardRef, resolve: (c) => c.criticalAlerts }),
    pendingReports: t.field({ type: OverviewCardRef, resolve: (c) => c.pendingReports }),
    pendingRequests: t.field({ type: OverviewCardRef, resolve: (c) => c.pendingRequests }),
  }),
});

const ActivityRef = builder.objectRef<ActivityItem>('RecentActivity').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    kind: t.exposeString('kind', { description: 'report, alert, prescription or request' }),
    at: t.expose('at', { type: 'DateTime' }),
    patient: t.field({ type: PersonRef, resolve: (a) => a.patient }),
    alertTitle: t.string({
      nullable: true,
      resolve: (a, _args, ctx) =>
        a.alertTitle ? (ctx.language === 'zh-HK' ? a.alertTitle.zh : a.alertTitle.en) : null,
    }),
    medicationCatalogKey: t.string({
      nullable: true,
      resolve: (a) => a.medication?.catalogKey ?? null,
    }),
    medicationName: t.string({ nullable: true, resolve: (a) => a.medication?.name ?? null }),
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
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.string({ resolve: (d) => d.profile?.fullName?.trim() || d.username }),
    department: t.string({
      nullable: true,
      description: 'a key of the departments list',
      resolve: (d) => d.profile?.department ?? null,
    }),
  }),
});

const DoctorHomeRef = builder.objectRef<DoctorHome>('DoctorHome').implement({
  fields: (t) => ({
    doctor: t.field({ type: DoctorProfileRef, resolve: (h) => h.doctor }),
    cards: t.field({ type: OverviewCardsRef, resolve: (h) => h.cards }),
    activity: t.field({ type: [ActivityRef], resolve: (h) => h.activity }),
  }),
});

builder.queryField('doctorHome', (t) =>
  t.field({
    type: DoctorHomeRef,
    authScopes: { doctor: true },
    resolve: (_root, _args, ctx) => doctorHome(ctx),
  }),
);
