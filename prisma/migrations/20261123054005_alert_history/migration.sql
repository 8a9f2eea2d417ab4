-- AlterTable
ALTER TABLE "Alert" ADD COLUMN     "raisedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP;

-- CreateTable
CREATE TABLE "AlertRevision" (
    "id" TEXT NOT NULL,
    "alertId" TEXT NOT NULL,
    "importance" "AlertImportance" NOT NULL,
    "level" "AlertLevel" NOT NULL,
    "type" TEXT NOT NULL,
    "titleEn" TEXT NOT NULL,
    "titleZh" TEXT NOT NULL,
    "descriptionEn" TEXT NOT NULL,
    "descriptionZh" TEXT NOT NULL,
    "status" "AlertStatus" NOT NULL,
    "overrideLevel" "AlertLevel",
    "overrideReason" TEXT,
    "overriddenById" TEXT,
    "assessmentId" TEXT,
    "acknowledgedAt" TIMESTAMP(3),
    "acknowledgedById" TEXT,
    "resolvedAt" TIMESTAMP(3),
    "resolvedById" TEXT,
    "raisedAt" TIMESTAMP(3) NOT NULL,
    "replacedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "AlertRevision_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "AlertRevision_alertId_replacedAt_idx" ON "AlertRevision"("alertId", "replacedAt");

-- CreateIndex
CREATE INDEX "Alert_raisedAt_idx" ON "Alert"("raisedAt");

-- AddForeignKey
ALTER TABLE "AlertRevision" ADD CONSTRAINT "AlertRevision_alertId_fkey" FOREIGN KEY ("alertId") REFERENCES "Alert"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Alerts raised before this migration were raised when they were created.
UPDATE "Alert" SET "raisedAt" = "createdAt";
