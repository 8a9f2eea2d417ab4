// The patient's care team as patients see it: for booking (appointments) and for the
// healthcare-provider page. Doctors appear with their work contacts only.
import { builder } from './builder';
import { careTeamDoctors } from '../domain/appointments/appointment-reads';

export const nameOf = (user: { username: string; profile: { fullName: string | null } | null }) =>
  user.profile?.fullName || user.username;

export const CareTeamDoctorRef = builder.prismaObject('User', {
  variant: 'CareTeamDoctor',
  description: 'A doctor of the patient’s care team, as patients see them.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'the doctor’s user id (doctorId elsewhere)' }),
    name: t.string({
      description: 'real name, else the username',
      select: { username: true, profile: { select: { fullName: true } } },
      resolve: nameOf,
    }),
    specialty: t.string({
      nullable: true,
      description: 'a key of common/appointments.ts SPECIALTIES',
      select: { profile: { select: { specialty: true } } },
      resolve: (user) => user.profile?.specialty ?? null,
    }),
    phoneNumber: t.string({
      nullable: true,
      description: 'the doctor’s work phone; null: not given',
      select: { profile: { select: { phoneNumber: true } } },
      resolve: (user) => user.profile?.phoneNumber ?? null,
    }),
    email: t.exposeString('email', { description: 'the doctor’s work e-mail' }),
    centre: t.string({
      description: 'the clinic the doctor works at, in the request language when it has one',
      select: { clinic: { select: { name: true, nameZh: true } } },
      resolve: (user, _args, ctx) =>
        (ctx.language === 'zh-HK' && user.clinic.nameZh) || user.clinic.name,
    }),
    onCareTeamSince: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'when the doctor joined the signed-in patient’s care team (earliest: primary)',
      select: (_args, ctx) => ({
        patients: { where: { patientId: ctx.viewer?.userId ?? '' }, select: { createdAt: true } },
      }),
      resolve: (user) => user.patients[0]?.createdAt ?? null,
    }),
  }),
});

builder.queryField('careTeamDoctors', (t) =>
  t.prismaField({
    type: [CareTeamDoctorRef],
    description: 'The signed-in patient’s care team: the doctors they may book and call.',
    authScopes: { patient: true },
    resolve: (query, _root, _args, ctx) => careTeamDoctors(ctx, query),
  }),
);
