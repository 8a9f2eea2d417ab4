-- CreateEnum
CREATE TYPE "SessionKind" AS ENUM ('SIGN_IN', 'API_KEY');

-- AlterTable
ALTER TABLE "AuthSession" ADD COLUMN     "kind" "SessionKind" NOT NULL DEFAULT 'SIGN_IN',
ADD COLUMN     "name" TEXT;

-- CreateIndex
CREATE INDEX "AuthSession_userId_kind_idx" ON "AuthSession"("userId", "kind");
