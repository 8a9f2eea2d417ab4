-- CreateTable
CREATE TABLE "SharedReport" (
    "id" TEXT NOT NULL,
    "patientId" TEXT NOT NULL,
    "periodFrom" TEXT NOT NULL,
    "periodTo" TEXT NOT NULL,
    "sharedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "doctorOpenedAt" TIMESTAMP(3),

    CONSTRAINT "SharedReport_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "SharedReport_patientId_sharedAt_idx" ON "SharedReport"("patientId", "sharedAt");

-- CreateIndex
CREATE UNIQUE INDEX "SharedReport_patientId_periodFrom_periodTo_key" ON "SharedReport"("patientId", "periodFrom", "periodTo");

-- AddForeignKey
ALTER TABLE "SharedReport" ADD CONSTRAINT "SharedReport_patientId_fkey" FOREIGN KEY ("patientId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
