-- CreateTable
CREATE TABLE "Diagnosis" (
    "patientId" TEXT NOT NULL,
    "cancerType" TEXT,
    "stage" TEXT,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "updatedById" TEXT,

    CONSTRAINT "Diagnosis_pkey" PRIMARY KEY ("patientId")
);

-- CreateIndex
CREATE INDEX "Diagnosis_stage_idx" ON "Diagnosis"("stage");

-- CreateIndex
CREATE INDEX "Diagnosis_cancerType_idx" ON "Diagnosis"("cancerType");

-- AddForeignKey
ALTER TABLE "Diagnosis" ADD CONSTRAINT "Diagnosis_patientId_fkey" FOREIGN KEY ("patientId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
