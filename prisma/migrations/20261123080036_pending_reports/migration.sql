-- AlterTable
ALTER TABLE "ChatSession" ADD COLUMN     "doctorOpenedAt" TIMESTAMP(3);

-- CreateIndex
CREATE INDEX "ChatSession_patientId_status_doctorOpenedAt_idx" ON "ChatSession"("patientId", "status", "doctorOpenedAt");
