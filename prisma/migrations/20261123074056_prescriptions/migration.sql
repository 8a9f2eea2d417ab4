-- CreateEnum
CREATE TYPE "PrescriptionStatus" AS ENUM ('ACTIVE', 'COMPLETED', 'DISCONTINUED');

-- CreateEnum
CREATE TYPE "PrescriptionEventKind" AS ENUM ('PRESCRIBED', 'UPDATED', 'REFILLED', 'DISCONTINUED', 'COMPLETED');

-- CreateEnum
CREATE TYPE "DoseMark" AS ENUM ('TAKEN', 'SKIPPED');

-- CreateTable
CREATE TABLE "Prescription" (
    "id" TEXT NOT NULL,
    "patientId" TEXT NOT NULL,
    "prescribedById" TEXT NOT NULL,
    "catalogKey" TEXT,
    "name" TEXT NOT NULL,
    "strength" TEXT NOT NULL,
    "quantity" INTEGER NOT NULL,
    "medicationType" TEXT NOT NULL,
    "expirationDate" TEXT NOT NULL,
    "dosageInstructions" TEXT NOT NULL,
    "usedFor" TEXT NOT NULL,
    "sideEffectsCommon" TEXT[],
    "sideEffectsLessCommon" TEXT[],
    "sideEffectsSerious" TEXT[],
    "scheduleTimes" TEXT[],
    "intakeTiming" TEXT NOT NULL,
    "unitsPerDose" INTEGER NOT NULL DEFAULT 1,
    "startDate" TEXT NOT NULL,
    "status" "PrescriptionStatus" NOT NULL DEFAULT 'ACTIVE',
    "startedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "refilledAt" TIMESTAMP(3),
    "refilledById" TEXT,
    "endedAt" TIMESTAMP(3),
    "endedById" TEXT,
    "discontinueReason" TEXT,
    "updatedById" TEXT,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Prescription_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PrescriptionEvent" (
    "id" TEXT NOT NULL,
    "prescriptionId" TEXT NOT NULL,
    "patientId" TEXT NOT NULL,
    "actorId" TEXT NOT NULL,
    "kind" "PrescriptionEventKind" NOT NULL,
    "quantity" INTEGER,
    "expirationDate" TEXT,
    "reason" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PrescriptionEvent_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "DoseLog" (
    "id" TEXT NOT NULL,
    "prescriptionId" TEXT NOT NULL,
    "patientId" TEXT NOT NULL,
    "scheduledFor" TIMESTAMP(3) NOT NULL,
    "status" "DoseMark" NOT NULL,
    "markedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "DoseLog_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Prescription_patientId_status_idx" ON "Prescription"("patientId", "status");

-- CreateIndex
CREATE INDEX "PrescriptionEvent_patientId_createdAt_idx" ON "PrescriptionEvent"("patientId", "createdAt");

-- CreateIndex
CREATE INDEX "PrescriptionEvent_prescriptionId_createdAt_idx" ON "PrescriptionEvent"("prescriptionId", "createdAt");

-- CreateIndex
CREATE INDEX "DoseLog_patientId_scheduledFor_idx" ON "DoseLog"("patientId", "scheduledFor");

-- CreateIndex
CREATE UNIQUE INDEX "DoseLog_prescriptionId_scheduledFor_key" ON "DoseLog"("prescriptionId", "scheduledFor");

-- AddForeignKey
ALTER TABLE "Prescription" ADD CONSTRAINT "Prescription_patientId_fkey" FOREIGN KEY ("patientId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Prescription" ADD CONSTRAINT "Prescription_prescribedById_fkey" FOREIGN KEY ("prescribedById") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PrescriptionEvent" ADD CONSTRAINT "PrescriptionEvent_prescriptionId_fkey" FOREIGN KEY ("prescriptionId") REFERENCES "Prescription"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DoseLog" ADD CONSTRAINT "DoseLog_prescriptionId_fkey" FOREIGN KEY ("prescriptionId") REFERENCES "Prescription"("id") ON DELETE CASCADE ON UPDATE CASCADE;
