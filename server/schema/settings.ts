// The signed-in person's settings (privacy toggles, notification choices), stored on the
// server with the spec's defaults.
import { builder } from './builder';
import { mySettings, updateSetting, type SettingView } from '../domain/settings/user-settings';

const SettingRef = builder.objectRef<SettingView>('UserSetting').implement({
  description: 'A setting of the signed-in person, with its value or its default.',
  fields: (t) => ({
    key: t.exposeString('key', {
      description: 'e.g. dataSharing or checkInReminders (common/settings/user-settings.ts)',
    }),
    kind: t.exposeString('kind', { description: 'toggle or choice' }),
    value: t.exposeString('value', {
      description: "'true'/'false' for a toggle, else the chosen option",
    }),
    options: t.exposeStringList('options', {
      description: "a choice's options, e.g. off, daily, weekly; 'true' and 'false' for a toggle",
    }),
  }),
});

builder.queryField('mySettings', (t) =>
  t.field({
    type: [SettingRef],
    description: 'Every setting of the signed-in person’s role, with its value or default.',
    authScopes: { loggedIn: true },
    resolve: (_root, _args, ctx) => mySettings(ctx),
  }),
);

builder.mutationField('updateSetting', (t) =>
  t.field({
    type: SettingRef,
    description: 'A toggle takes `enabled`; a choice takes `choice`.',
    authScopes: { loggedIn: true },
    args: {
      key: t.arg.string({ description: 'a setting key of the person’s role' }),
      enabled: t.arg.boolean({ required: false, description: 'a toggle’s new value' }),
      choice: t.arg.string({ required: false, description: 'a choice’s new option' }),
    },
    resolve: (_root, args, ctx) =>
      updateSetting(ctx, { key: args.key, value: args.enabled ?? args.choice ?? null }),
  }),
);
