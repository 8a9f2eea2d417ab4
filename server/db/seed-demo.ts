// Fixed demo data for development, so anyone can try the app and scripts can rely on it.
// Runs once (it checks for the DEMO-DOCTOR code) and never in production mode.
import type { PrismaClient } from '../generated/prisma/client.ts';
import { hashPassword } from '../domain/accounts/passwords';

export const DEMO_PASSWORD = 'demo-pass-123';
/** The demo clinic, named as a real one would be: that it is a demo shows on no patient screen. */
export const DEMO_CLINIC = { name: 'Harbour Oncology Centre', nameZh: '海港腫瘤中心' };

const DOCTORS = [
  {
    username: 'demo.doctor',
    email: 'demo.doctor@florence.local',
    fullName: 'Dr. Mei Chan',
    phoneNumber: '91234567',
    specialty: 'clinical_oncology',
  },
  {
    username: 'dr.wong',
    email: 'dr.wong@florence.local',
    fullName: 'Dr. Kenneth Wong',
    phoneNumber: '92345678',
    specialty: 'medical_oncology',
  },
];

const PATIENTS = [
  {
    username: 'demo.patient',
    email: 'demo.patient@florence.local',
    fullName: 'Chan Tai Man',
    doctor: 'demo.doctor',
    birthdate: '1968-03-14',
    gender: 'Male',
    condition: 'Colorectal cancer, Stage III',
    treatmentStatus: 'undergoing_treatment',
  },
  {
    username: 'lee.siu.ming',
    email: 'lee.siu.ming@florence.local',
    fullName: 'Lee Siu Ming',
    doctor: 'demo.doctor',
    birthdate: '1975-09-02',
    gender: 'Female',
    condition: 'Breast cancer, Stage II',
    treatmentStatus: 'undergoing_treatment',
  },
  {
    username: 'wong.ka.yan',
    email: 'wong.ka.yan@florence.local',
    fullName: 'Wong Ka Yan',
    doctor: 'demo.doctor',
    birthdate: '1959-12-20',
    gender: 'Female',
    condition: 'Lung cancer, Stage IV (immunotherapy)',
    treatmentStatus: 'undergoing_treatment',
  },
  {
    username: 'cheung.wai',
    email: 'cheung.wai@florence.local',
    fullName: 'Cheung Wai',
    doctor: 'demo.doctor',
    birthdate: '1982-06-08',
    gender: 'Male',
    condition: 'Lymphoma, in remission',
    treatmentStatus: 'in_remission',
  },
  {
    username: 'ho.mei.ling',
    email: 'ho.mei.ling@florence.local',
    fullName: 'Ho Mei Ling',
    doctor: 'dr.wong',
    birthdate: '1990-01-27',
    gender: 'Female',
    condition: 'Thyroid cancer, follow-up',
    treatmentStatus: 'post_treatment',
  },
];

/** A family carer (docs/family-carers.md): Chan Tai Man's daughter, who also helps a friend. */
const CARER = {
  username: 'chan.mei',
  email: 'chan.mei@florence.local',
  fullName: 'Chan Mei',
  cares: [
    {
      patient: 'demo.patient',
      relationship: 'DAUGHTER',
      grants: ['CHECK_IN', 'WELLNESS', 'MEDICATIONS', 'APPOINTMENTS', 'MESSAGES'],
    },
    { patient: 'lee.siu.ming', relationship: 'FRIEND', grants: ['CHECK_IN', 'APPOINTMENTS'] },
  ],
} as const;

export async function seedDemoData(prisma: PrismaClient): Promise<boolean> {
  if (await prisma.accessCode.findUnique({ where: { code: 'DEMO-DOCTOR' } })) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const verifiedAt = new Date();

  await prisma.$transaction(async (tx) => {
    const clinic = await tx.clinic.create({ data: DEMO_CLINIC });
    const doctorIds: Record<string, string> = {};
    for (const doctor of DOCTORS) {
      const created = await tx.user.create({
        data: {
          username: doctor.username,
          usernameKey: doctor.username,
          email: doctor.email,
          passwordHash,
          role: 'DOCTOR',
          clinicId: clinic.id,
          verifiedAt,
          profile: {
            create: {
              fullName: doctor.fullName,
              phoneNumber: doctor.phoneNumber,
              specialty: doctor.specialty,
              assessmentStep: 9,
            },
          },
        },
      });
      doctorIds[doctor.username] = created.id;
    }
    const patientIds: Record<string, string> = {};
    for (const patient of PATIENTS) {
      const { doctor, username, email, ...profile } = patient;
      patientIds[username] = (
        await tx.user.create({
          data: {
            username,
            usernameKey: username,
            email,
            passwordHash,
            role: 'PATIENT',
            clinicId: clinic.id,
            verifiedAt,
            profile: {
              create: {
                ...profile,
                heightUnit: 'cm',
                heightValue: 168,
                weightUnit: 'kg',
                weightValue: 62,
                bloodType: 'O+',
                fitnessLevel: 2,
                activities: ['Walking'],
                checkupFrequency: 'Monthly',
                assessmentStep: 9,
              },
            },
            doctors: { create: { doctorId: doctorIds[doctor] } },
          },
        })
      ).id;
    }
    await tx.user.create({
      data: {
        username: CARER.username,
        usernameKey: CARER.username,
        email: CARER.email,
        passwordHash,
        role: 'CARER',
        clinicId: clinic.id,
        verifiedAt,
        profile: { create: { fullName: CARER.fullName } },
        caredFor: {
          create: CARER.cares.map(({ patient, relationship, grants }) => ({
            patientId: patientIds[patient],
            relationship,
            grants: [...grants],
          })),
        },
      },
    });
    await tx.accessCode.createMany({
      data: [
        {
          code: 'DEMO-PATIENT',
          role: 'PATIENT',
          clinicId: clinic.id,
          doctorId: doctorIds['demo.doctor'],
        },
        { code: 'DEMO-DOCTOR', role: 'DOCTOR', clinicId: clinic.id },
      ],
    });
  });
  return true;
}
