// A person's settings: every setting of their role with its stored value or the spec's
// default. Only the person changes their own, and only to a value the setting takes.
import {
  defaultValue,
  isSettingKey,
  settingsForRole,
  settingValue,
  SETTINGS,
  type SettingKey,
} from '#common/settings/user-settings';
import { AppError } from '../../errors';
import { requireViewer, type Viewing } from '../service-context';

export type SettingView = {
  key: SettingKey;
  kind: 'toggle' | 'choice';
  value: string;
  options: readonly string[];
};

const view = (key: SettingKey, value: string): SettingView => {
  const setting = SETTINGS[key];
  return {
    key,
    kind: setting.kind,
    value,
    options: setting.kind === 'choice' ? setting.options : ['true', 'false'],
  };
};

export async function mySettings(ctx: Viewing) {
  const { userId, role } = requireViewer(ctx);
  const { prisma } = ctx;
  const stored = new Map(
    (
      await prisma.userSetting.findMany({ where: { userId }, select: { key: true, value: true } })
    ).map((row) => [row.key, row.value]),
  );
  return settingsForRole(role).map((key) => view(key, stored.get(key) ?? defaultValue(key)));
}

/**
 * Sets one of the viewer's settings; a key of the other role, or a value the setting does
 * not take, is refused.
 */
export async function updateSetting(ctx: Viewing, input: { key: unknown; value: unknown }) {
  const { key, value } = input;
  const { userId, role } = requireViewer(ctx);
  if (!isSettingKey(key) || !settingsForRole(role).includes(key))
    throw new AppError('VALIDATION_FAILED', { fields: { key: 'invalid_choice' } });
  const stored = settingValue(key, value);
  if (stored === null)
    throw new AppError('VALIDATION_FAILED', { fields: { value: 'invalid_choice' } });
  await ctx.prisma.userSetting.upsert({
    where: { userId_key: { userId, key } },
    create: { userId, key, value: stored },
    update: { value: stored },
  });
  return view(key, stored);
}
