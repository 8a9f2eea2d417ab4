-- CreateEnum
CREATE TYPE "CarerGrant" AS ENUM ('CHECK_IN', 'WELLNESS', 'MEDICATIONS', 'APPOINTMENTS', 'MESSAGES');

-- CreateEnum
CREATE TYPE "CarerRelationship" AS ENUM ('DAUGHTER', 'SON', 'WIFE', 'HUSBAND', 'PARTNER', 'MOTHER', 'FATHER', 'SISTER', 'BROTHER', 'DOMESTIC_HELPER', 'FRIEND', 'OTHER');

-- AlterEnum
ALTER TYPE "Role" ADD VALUE 'CARER';

-- AlterTable
ALTER TABLE "ChatSession" ADD COLUMN     "reportedById" TEXT,
ADD COLUMN     "reporterRelationship" "CarerRelationship";

-- AlterTable
ALTER TABLE "InviteToken" ADD COLUMN     "payload" JSONB;

-- CreateTable
CREATE TABLE "CarerLink" (
    "id" TEXT NOT NULL,
    "patientId" TEXT NOT NULL,
    "carerId" TEXT NOT NULL,
    "relationship" "CarerRelationship" NOT NULL,
    "grants" "CarerGrant"[],
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "CarerLink_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "CarerLink_patientId_idx" ON "CarerLink"("patientId");

-- CreateIndex
CREATE UNIQUE INDEX "CarerLink_carerId_patientId_key" ON "CarerLink"("carerId", "patientId");

-- AddForeignKey
ALTER TABLE "CarerLink" ADD CONSTRAINT "CarerLink_patientId_fkey" FOREIGN KEY ("patientId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CarerLink" ADD CONSTRAINT "CarerLink_carerId_fkey" FOREIGN KEY ("carerId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ChatSession" ADD CONSTRAINT "ChatSession_reportedById_fkey" FOREIGN KEY ("reportedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;
