-- CreateIndex
CREATE INDEX "Alert_sessionId_idx" ON "Alert"("sessionId");
