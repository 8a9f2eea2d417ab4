// The help centre: the system status banner, the support contacts, and bug reports and
// feedback (stored and e-mailed to the support address).
import { SUPPORT_KINDS } from '#common/validation/support';
import { builder } from './builder';
import { sendSupportMessage } from '../domain/support/support-service';

const StateEnum = builder.enumType('SystemState', {
  values: ['operational', 'degraded', 'outage'] as const,
});
const ComponentStatus = builder.simpleObject('ComponentStatus', {
  fields: (t) => ({
    name: t.string({ description: 'database | mail | liveUpdates' }),
    ok: t.boolean(),
  }),
});
const SystemStatus = builder.simpleObject('SystemStatus', {
  description: 'From real checks of the database, mail and live updates, at most 30 s old.',
  fields: (t) => ({
    state: t.field({ type: StateEnum }),
    components: t.field({ type: [ComponentStatus] }),
    checkedAt: t.string(),
  }),
});
const SupportContact = builder.simpleObject('SupportContact', {
  fields: (t) => ({ email: t.string(), phone: t.string() }),
});
const SupportMessageInput = builder.inputType('SupportMessageInput', {
  fields: (t) => ({
    kind: t.string({ required: false, description: SUPPORT_KINDS.join(' | ') }),
    message: t.string({ required: false }),
  }),
});

builder.queryFields((t) => ({
  systemStatus: t.field({
    type: SystemStatus,
    resolve: (_root, _args, ctx) => ctx.systemStatus(),
  }),
  supportContact: t.field({
    type: SupportContact,
    resolve: (_root, _args, ctx) => ctx.config.support,
  }),
}));

builder.mutationField('sendSupportMessage', (t) =>
  t.id({
    description: 'Report a bug or send feedback; answers the stored message’s id.',
    authScopes: { loggedIn: true },
    args: { input: t.arg({ type: SupportMessageInput }) },
    resolve: async (_root, { input }, ctx) => {
      const given = Object.fromEntries(Object.entries(input).filter(([, v]) => v != null));
      return (await sendSupportMessage(ctx, ctx.viewer, given, ctx.language)).id;
    },
  }),
);
