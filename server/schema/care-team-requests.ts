// Care-team requests: invite links (a patient's QR, a doctor's connect link), the requests
// they start, their answers, and live updates to the two people concerned.
import { builder } from './builder';
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

const MemberRef = builder.objectRef<Member>('CareTeamMember').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.string({ resolve: (m) => m.profile?.fullName?.trim() || m.username }),
    department: t.string({ nullable: true, resolve: (m) => m.profile?.department ?? null }),
  }),
});

const InviteLinkRef = builder
  .objectRef<{ token: string; url: string; expiresAt: Date }>('InviteLink')
  .implement({
    description: 'A signed, single-use link: a patient’s invite QR, or a doctor’s connect link.',
    fields: (t) => ({
      token: t.exposeString('token'),
      url: t.exposeString('url'),
      expiresAt: t.expose('expiresAt', { type: 'DateTime' }),
    }),
  });

const RequestRef = builder.objectRef<Request>('CareTeamRequest').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    direction: t.exposeString('direction', {
      description:
        'DOCTOR_TO_PATIENT (the patient answers) or PATIENT_TO_DOCTOR (the doctor answers)',
    }),
    status: t.exposeString('status', { description: 'PENDING, ACCEPTED or DECLINED' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    decidedAt: t.expose('decidedAt', { type: 'DateTime', nullable: true }),
    doctor: t.field({ type: MemberRef, resolve: (r) => r.doctor }),
    patient: t.field({ type: MemberRef, resolve: (r) => r.patient }),
  }),
});

const RequestsRef = builder
  .objectRef<{ incoming: Request[]; outgoing: Request[] }>('CareTeamRequests')
  .implement({
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
    authScopes: { loggedIn: true },
    resolve: (_root, _args, ctx) => myCareTeamRequests(ctx),
  }),
  connectLinkDoctor: t.field({
    type: MemberRef,
    description: 'The doctor behind a connect link, for the patient to see before asking.',
    authScopes: { patient: true },
    args: { token: t.arg.string() },
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
    args: { token: t.arg.string() },
    resolve: (_root, args, ctx) => requestFromPatientInvite(ctx, args),
  }),
  requestDoctorFromLink: t.field({
    type: RequestRef,
    description: 'A patient who opened a doctor’s connect link asks to join; the doctor answers.',
    authScopes: { patient: true },
    args: { token: t.arg.string() },
    resolve: (_root, args, ctx) => requestFromConnectLink(ctx, args),
  }),
  answerCareTeamRequest: t.field({
    type: RequestRef,
    authScopes: { loggedIn: true },
    args: { id: t.arg.id(), accept: t.arg.boolean() },
    resolve: (_root, args, ctx) =>
      answerRequest(ctx, { requestId: String(args.id), accept: args.accept }),
  }),
}));

builder.subscriptionField('careTeamRequestUpdated', (t) =>
  t.field({
    type: RequestRef,
    description: 'Requests made or answered that concern the signed-in person.',
    authScopes: { loggedIn: true },
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
