-- AlterTable: add the lower-case username, fill it for existing accounts, then require it
ALTER TABLE "User" ADD COLUMN     "usernameKey" TEXT;
UPDATE "User" SET "usernameKey" = lower("username");
ALTER TABLE "User" ALTER COLUMN "usernameKey" SET NOT NULL;

-- CreateIndex
CREATE UNIQUE INDEX "User_usernameKey_key" ON "User"("usernameKey");
