// The help centre: the system status banner, the support contacts, and bug reports and
// feedback (stored and e-mailed to the support address).
import { SUPPORT_KINDS } from '#common/validation/support';
import { builder } from './builder';
import { sendSupportMessage } from '../domain/support/support-service';

const StateEnum = builder.enumType('SystemState', {
  description: 'The system as a whole, for the help centre’s banner.',
  values: {
    operational: { description: 'every component works' },
    degraded: { description: 'some component fails; the rest works' },
    outage: { description: 'the database fails: nothing works' },
  } as const,
});
const ComponentStatus = builder.simpleObject('ComponentStatus', {
  description: 'One checked part of the system.',
  fields: (t) => ({
    name: t.string({ description: 'database | mail | liveUpdates' }),
    ok: t.boolean({ description: 'its last check passed' }),
  }),
});
const SystemStatus = builder.simpleObject('SystemStatus', {
  description: 'From real checks of the database, mail and live updates, at most 30 s old.',
  fields: (t) => ({
    state: t.field({ type: StateEnum, description: 'the overall state' }),
    components: t.field({ type: [ComponentStatus], description: 'each checked part' }),
    checkedAt: t.string({ description: 'when the checks ran, ISO 8601' }),
  }),
});
const SupportContact = builder.simpleObject('SupportContact', {
  description: 'How to reach the support team (SUPPORT_EMAIL, SUPPORT_PHONE).',
  fields: (t) => ({
    email: t.string({ description: 'support e-mail address' }),
    phone: t.string({ description: 'support phone number, as written' }),
  }),
});
const SupportMessageInput = builder.inputType('SupportMessageInput', {
  description: 'A bug report or feedback for the support team.',
  fields: (t) => ({
    kind: t.string({ required: false, description: SUPPORT_KINDS.join(' | ') }),
    message: t.string({
      required: false,
      description: 'what happened, up to 2000 characters; required',
    }),
  }),
});

builder.queryFields((t) => ({
  systemStatus: t.field({
    type: SystemStatus,
    description: 'Whether the system works now; open to anyone, signed in or not.',
    resolve: (_root, _args, ctx) => ctx.systemStatus(),
  }),
  supportContact: t.field({
    type: SupportContact,
    description: 'The support team’s contacts; open to anyone.',
    resolve: (_root, _args, ctx) => ctx.config.support,
  }),
}));

builder.mutationField('sendSupportMessage', (t) =>
  t.id({
    description: 'Report a bug or send feedback; answers the stored message’s id.',
    authScopes: { loggedIn: true },
    args: { input: t.arg({ type: SupportMessageInput, description: 'the report' }) },
    resolve: async (_root, { input }, ctx) => {
      const given = Object.fromEntries(Object.entries(input).filter(([, v]) => v != null));
      return (await sendSupportMessage(ctx, ctx.viewer, given, ctx.language)).id;
    },
  }),
);
