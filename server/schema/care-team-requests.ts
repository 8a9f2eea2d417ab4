// Care-team requests: invite links (a patient's QR, a doctor's connect link), the requests
// they start, their answers, and live updates to the two people concerned.
import { builder } from './builder';
import { CareTeamPatientRef } from './care-team';
import { whileSignedIn } from './signed-in-events';
import type { Context } from '../context';
import type { Prisma } from '../generated/prisma/client.ts';
import {
  answerRequest,
  connectLinkDoctor,
  createInviteLink,
  myCareTeamRequests,
  requestFromConnectLink,
  requestFromPatientInvite,
  visibleRequest,
  type requestInclude,
} from '../domain/care-team-requests/requests-service';
import { AppError } from '../errors';

type Request = Prisma.CareTeamRequestGetPayload<{ include: typeof requestInclude }>;
type Member = Request['doctor'];

// The doctor of a request, or behind a connect link, may not be on the patient's care team
// (yet): their name and department, without the work contacts of CareTeamDoctor.
const MemberRef = builder.objectRef<Member>('CareTeamMember').implement({
  description: 'The doctor of a care-team request, or behind a connect link: name and department.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'their user id' }),
    name: t.string({
      description: 'real name, else the username',
      resolve: (m) => m.profile?.fullName?.trim() || m.username,
    }),
    department: t.string({
      nullable: true,
      description: 'the doctor’s department key (common/doctors/departments.ts); null: not given',
      resolve: (m) => m.profile?.department ?? null,
    }),
  }),
});

const InviteLinkRef = builder
  .objectRef<{ token: string; url: string; expiresAt: Date }>('InviteLink')
  .implement({
    description: 'A signed, single-use link: a patient’s invite QR, or a doctor’s connect link.',
    fields: (t) => ({
      token: t.exposeString('token', { description: 'the signed token the link carries' }),
      url: t.exposeString('url', { description: 'the link to show as a QR code or to send' }),
      expiresAt: t.expose('expiresAt', {
        type: 'DateTime',
        description: 'a patient’s invite lasts 15 minutes, a doctor’s connect link 7 days',
      }),
    }),
  });

const RequestRef = builder.objectRef<Request>('CareTeamRequest').implement({
  description: 'A request to add a patient to a doctor’s care team; read by those two people.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'opaque and stable' }),
    direction: t.exposeString('direction', {
      description:
        'DOCTOR_TO_PATIENT (the patient answers) or PATIENT_TO_DOCTOR (the doctor answers)',
    }),
    status: t.exposeString('status', { description: 'PENDING, ACCEPTED or DECLINED' }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'when it was made' }),
    decidedAt: t.expose('decidedAt', {
      type: 'DateTime',
      nullable: true,
      description: 'when it was answered; null while pending',
    }),
    doctor: t.field({ type: MemberRef, description: 'the doctor', resolve: (r) => r.doctor }),
    patient: t.field({
      type: CareTeamPatientRef,
      description: 'the patient',
      resolve: (r) => r.patient,
    }),
  }),
});

const RequestsRef = builder
  .objectRef<{ incoming: Request[]; outgoing: Request[] }>('CareTeamRequests')
  .implement({
    description: 'The signed-in person’s pending care-team requests.',
    fields: (t) => ({
      incoming: t.field({
        type: [RequestRef],
        description: 'waiting for the viewer’s answer',
        resolve: (r) => r.incoming,
      }),
      outgoing: t.field({
        type: [RequestRef],
        description: 'the viewer’s, waiting for the other’s answer',
        resolve: (r) => r.outgoing,
      }),
    }),
  });

builder.queryFields((t) => ({
  myCareTeamRequests: t.field({
    type: RequestsRef,
    description: 'Pending requests that concern the signed-in person, either way.',
    authScopes: { loggedIn: true },
    resolve: (_root, _args, ctx) => myCareTeamRequests(ctx),
  }),
  connectLinkDoctor: t.field({
    type: MemberRef,
    description: 'The doctor behind a connect link, for the patient to see before asking.',
    authScopes: { patient: true },
    args: { token: t.arg.string({ description: 'the token of the doctor’s connect link' }) },
    resolve: (_root, args, ctx) => connectLinkDoctor(ctx, args),
  }),
}));

builder.mutationFields((t) => ({
  createInviteLink: t.field({
    type: InviteLinkRef,
    description: 'A patient gets an invite QR link; a doctor gets a connect link.',
    authScopes: { loggedIn: true },
    resolve: (_root, _args, ctx) => createInviteLink(ctx),
  }),
  requestPatientFromInvite: t.field({
    type: RequestRef,
    description: 'A doctor who scanned a patient’s invite asks to add them; the patient answers.',
    authScopes: { doctor: true },
    args: { token: t.arg.string({ description: 'the token of the patient’s invite QR' }) },
    resolve: (_root, args, ctx) => requestFromPatientInvite(ctx, args),
  }),
  requestDoctorFromLink: t.field({
    type: RequestRef,
    description: 'A patient who opened a doctor’s connect link asks to join; the doctor answers.',
    authScopes: { patient: true },
    args: { token: t.arg.string({ description: 'the token of the doctor’s connect link' }) },
    resolve: (_root, args, ctx) => requestFromConnectLink(ctx, args),
  }),
  answerCareTeamRequest: t.field({
    type: RequestRef,
    description: 'The person asked accepts (the patient joins the care team) or declines.',
    authScopes: { loggedIn: true },
    args: {
      id: t.arg.id({ description: 'a pending request waiting for the signed-in person' }),
      accept: t.arg.boolean({ description: 'true to accept, false to decline' }),
    },
    resolve: (_root, args, ctx) =>
      answerRequest(ctx, { requestId: String(args.id), accept: args.accept }),
  }),
}));

builder.subscriptionField('careTeamRequestUpdated', (t) =>
  t.field({
    type: RequestRef,
    description: 'Requests made or answered that concern the signed-in person.',
    // a patient's or a doctor's own requests: a carer has none
    authScopes: { patient: true, doctor: true },
    subscribe: (_root, _args, ctx) => ownRequestEvents(ctx),
    resolve: async (event: { requestId: string }, _args, ctx) => {
      const request = await visibleRequest(ctx, event);
      if (!request) throw new AppError('NOT_FOUND');
      return request;
    },
  }),
);

/** The viewer's own topic, re-checked on every event. */
function ownRequestEvents(ctx: Context) {
  return whileSignedIn(
    ctx,
    ctx.pubsub.subscribe('careTeamRequests', ctx.viewer!.userId),
    (event) => event.userId === ctx.viewer!.userId,
  );
}
