// The two sides of a care team, one type each: a patient as the doctors of their care team
// see them (CareTeamPatient, whichever relation leads there), and a doctor of the patient's
// care team as patients see them (CareTeamDoctor: for booking and the healthcare-provider
// page, with their work contacts only). The signed-in person's own account is `User`.
import { builder } from './builder';
import { careTeamDoctors } from '../domain/appointments/appointment-reads';

import { displayName as nameOf } from '../domain/accounts/display-name';

export { nameOf };

/**
 * What a doctor reads of a patient through any relation: no e-mail, settings or health profile.
 * The selection is the type's own, so the rows a service read with the same fields
 * (`{ id, username, profile: { fullName } }`) resolve without another query.
 */
export const CareTeamPatientRef = builder.prismaObject('User', {
  variant: 'CareTeamPatient',
  description:
    'A patient as the doctors of their care team see them, whichever relation leads there ' +
    '(an alert, an appointment, the recent activity, a care-team request); a patient reads ' +
    'themself so on their own appointments and requests.',
  select: { id: true, username: true, profile: { select: { fullName: true } } },
  fields: (t) => ({
    id: t.exposeID('id', { description: 'the patient’s user id (patientId elsewhere)' }),
    name: t.string({ description: 'real name, else the username', resolve: nameOf }),
    username: t.exposeString('username', { description: 'as the patient registered it' }),
  }),
});

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
    authScopes: { patient: true, carer: true },
    resolve: (query, _root, _args, ctx) => careTeamDoctors(ctx, query),
  }),
);
