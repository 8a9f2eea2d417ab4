// Family carers (docs/family-carers.md): the patient's invitations and carers, the carer's
// people, and who reported a check-in. Whom a carer acts for in the other operations is the
// request's `X-Care-For` (or the WebSocket's `careFor`), decided by the access policy.
import { CARER_GRANTS, CARER_RELATIONSHIPS } from '#common/validation/carers';
import type { Context } from '../context';
import { acceptCarerInvite, inviteCarer, previewCarerInvite } from '../domain/carers/carer-invites';
import {
  caredPersons,
  myCarers,
  patientCarers,
  revokeCarer,
  setCarerGrants,
  type CarerAccess,
} from '../domain/carers/carer-links-service';
import { builder } from './builder';
import { DISPLAY_NAME_SELECT, displayName } from '../domain/accounts/display-name';
import { whileSignedIn } from './signed-in-events';

export const CarerGrantEnum = builder.enumType('CarerGrant', {
  description: 'A part of their record a patient lets a carer use for them.',
  values: {
    CHECK_IN: { description: 'check in with Florence for the patient, and read the results' },
    WELLNESS: { description: 'see the dashboard and reports, and share a report' },
    MEDICATIONS: { description: 'see the medications and mark doses' },
    APPOINTMENTS: { description: 'see, book, change and cancel appointments' },
    MESSAGES: { description: 'read the care team’s messages' },
  } satisfies Record<(typeof CARER_GRANTS)[number], unknown>,
});

export const CarerRelationshipEnum = builder.enumType('CarerRelationship', {
  description: 'Who the carer is to the patient (“she is my DAUGHTER”), as the patient chose.',
  values: Object.fromEntries(
    CARER_RELATIONSHIPS.map((value) => [
      value,
      { description: `the carer is the patient’s ${value.toLowerCase().replace('_', ' ')}` },
    ]),
  ) as Record<(typeof CARER_RELATIONSHIPS)[number], { description: string }>,
});

const CarerAccessRef = builder.objectRef<CarerAccess>('CarerAccess').implement({
  description: 'A carer’s access to a patient, as the patient and their doctors see it.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'the access; what setCarerGrants and revokeCarer take' }),
    carerName: t.exposeString('carerName', { description: 'real name, else the username' }),
    relationship: t.expose('relationship', {
      type: CarerRelationshipEnum,
      description: 'who the carer is to the patient',
    }),
    grants: t.expose('grants', { type: [CarerGrantEnum], description: 'what the carer may do' }),
    since: t.expose('since', { type: 'DateTime', description: 'when the carer accepted' }),
  }),
});

type CaredPerson = Awaited<ReturnType<typeof caredPersons>>[number];
const CaredPersonRef = builder.objectRef<CaredPerson>('CaredPerson').implement({
  description: 'A person the signed-in carer cares for, with what they granted.',
  fields: (t) => ({
    patientId: t.exposeID('patientId', { description: 'what X-Care-For names' }),
    name: t.exposeString('name', { description: 'real name, else the username' }),
    relationship: t.expose('relationship', {
      type: CarerRelationshipEnum,
      description: 'who the carer is to the patient',
    }),
    grants: t.expose('grants', { type: [CarerGrantEnum], description: 'what the carer may do' }),
  }),
});

type Invitation = Awaited<ReturnType<typeof inviteCarer>>;
const CarerInvitationRef = builder.objectRef<Invitation>('CarerInvitation').implement({
  description: 'A carer’s invitation: single use, for 7 days.',
  fields: (t) => ({
    token: t.exposeString('token', { description: 'signed; also the carer’s sign-up access code' }),
    path: t.exposeString('path', { description: 'the page to open: /carer_invite/<token>' }),
    expiresAt: t.expose('expiresAt', {
      type: 'DateTime',
      description: 'after this, it is refused',
    }),
    emailedTo: t.exposeString('emailedTo', {
      nullable: true,
      description: 'the address the link was e-mailed to, when one was given',
    }),
  }),
});

type Preview = Awaited<ReturnType<typeof previewCarerInvite>>;
const CarerInvitePreviewRef = builder.objectRef<Preview>('CarerInvitePreview').implement({
  description: 'What an invitation offers, read before accepting it.',
  fields: (t) => ({
    patientName: t.exposeString('patientName', { description: 'who invites' }),
    relationship: t.expose('relationship', {
      type: CarerRelationshipEnum,
      description: 'who the carer is to the patient',
    }),
    grants: t.expose('grants', { type: [CarerGrantEnum], description: 'what the carer may do' }),
    expiresAt: t.expose('expiresAt', {
      type: 'DateTime',
      description: 'after this, it is refused',
    }),
  }),
});

const InviteCarerInput = builder.inputType('InviteCarerInput', {
  description: 'What the patient offers the carer they invite.',
  fields: (t) => ({
    relationship: t.field({
      type: CarerRelationshipEnum,
      required: true,
      description: 'who the carer is to the patient',
    }),
    grants: t.field({ type: [CarerGrantEnum], required: true, description: 'at least one' }),
    email: t.string({ required: false, description: 'optional: the link is e-mailed there too' }),
  }),
});

builder.queryFields((t) => ({
  myCarers: t.field({
    type: [CarerAccessRef],
    description: 'The signed-in patient’s carers.',
    authScopes: { patient: true },
    resolve: (_root, _args, ctx) => myCarers(ctx),
  }),
  caredPersons: t.field({
    type: [CaredPersonRef],
    description: 'The people the signed-in carer cares for, with what each granted.',
    authScopes: { carer: true },
    resolve: (_root, _args, ctx) => caredPersons(ctx),
  }),
  carerInvite: t.field({
    type: CarerInvitePreviewRef,
    description: 'What an invitation offers; INVITE_INVALID once used, expired or forged.',
    args: { token: t.arg.string({ required: true, description: 'the invitation’s signed token' }) },
    resolve: (_root, { token }, ctx) => previewCarerInvite(ctx, token),
  }),
  patientCarers: t.field({
    type: [CarerAccessRef],
    description: 'A patient’s carers, for the patient or a doctor of their care team.',
    authScopes: { loggedIn: true },
    args: { patientId: t.arg.id({ required: true, description: 'the patient' }) },
    resolve: (_root, { patientId }, ctx) => patientCarers(ctx, { patientId: String(patientId) }),
  }),
}));

builder.mutationFields((t) => ({
  inviteCarer: t.field({
    type: CarerInvitationRef,
    description: 'The signed-in patient invites a carer: a link for 7 days, used once.',
    authScopes: { patient: true },
    args: {
      input: t.arg({ type: InviteCarerInput, required: true, description: 'the offer' }),
    },
    resolve: (_root, { input }, ctx) => inviteCarer(ctx, input),
  }),
  acceptCarerInvite: t.field({
    type: CaredPersonRef,
    description:
      'A signed-in carer accepts an invitation (a new carer signs up with it as access code).',
    authScopes: { carer: true },
    args: { token: t.arg.string({ required: true, description: 'the invitation’s signed token' }) },
    resolve: (_root, { token }, ctx) => acceptCarerInvite(ctx, token),
  }),
  setCarerGrants: t.field({
    type: CarerAccessRef,
    description: 'The patient changes what a carer may do; it holds from the carer’s next step.',
    authScopes: { patient: true },
    args: {
      id: t.arg.id({ required: true, description: 'a CarerAccess of the patient' }),
      grants: t.arg({ type: [CarerGrantEnum], required: true, description: 'at least one' }),
    },
    resolve: (_root, { id, grants }, ctx) => setCarerGrants(ctx, { id: String(id), grants }),
  }),
  revokeCarer: t.boolean({
    description: 'The patient takes a carer’s access back, at once.',
    authScopes: { patient: true },
    args: { id: t.arg.id({ required: true, description: 'a CarerAccess of the patient' }) },
    resolve: (_root, { id }, ctx) => revokeCarer(ctx, { id: String(id) }),
  }),
}));

builder.subscriptionField('carerAccessChanged', (t) =>
  t.boolean({
    description:
      'The signed-in carer’s access was granted, changed or revoked: read caredPersons again.',
    authScopes: { carer: true },
    subscribe: (_root, _args, ctx: Context) =>
      whileSignedIn(ctx, ctx.pubsub.subscribe('carerAccess', ctx.viewer!.userId)),
    resolve: () => true,
  }),
);

type Reporter = { name: string; relationship: (typeof CARER_RELATIONSHIPS)[number] };
const ReporterRef = builder.objectRef<Reporter>('Reporter').implement({
  description: 'The carer who checked in for the patient, and who they are to the patient.',
  fields: (t) => ({
    name: t.exposeString('name', { description: 'real name, else the username' }),
    relationship: t.expose('relationship', {
      type: CarerRelationshipEnum,
      description: 'who the carer is to the patient',
    }),
  }),
});

/** A check-in's reporter, as selected below: null when the patient wrote it. */
const reporterOf = (session: ReporterSelection | null): Reporter | null =>
  session?.reportedBy && session.reporterRelationship
    ? { name: displayName(session.reportedBy), relationship: session.reporterRelationship }
    : null;

type ReporterSelection = {
  reportedBy: { username: string; profile: { fullName: string | null } | null } | null;
  reporterRelationship: Reporter['relationship'] | null;
};
const reporterSelect = {
  reportedBy: { select: DISPLAY_NAME_SELECT },
  reporterRelationship: true,
} as const;
const description = 'the carer who reported it; null when the patient wrote it';

builder.prismaObjectField('ChatSession', 'reportedBy', (t) =>
  t.field({
    type: ReporterRef,
    nullable: true,
    description,
    select: reporterSelect,
    resolve: (session) => reporterOf(session),
  }),
);
builder.prismaObjectField('Alert', 'reportedBy', (t) =>
  t.field({
    type: ReporterRef,
    nullable: true,
    description,
    select: { session: { select: reporterSelect } },
    resolve: (alert) => reporterOf(alert.session),
  }),
);
builder.prismaObjectField('TriageAssessment', 'reportedBy', (t) =>
  t.field({
    type: ReporterRef,
    nullable: true,
    description,
    select: { session: { select: reporterSelect } },
    resolve: (assessment) => reporterOf(assessment.session),
  }),
);
