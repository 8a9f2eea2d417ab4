-- CreateTable
CREATE TABLE "KnownDevice" (
    "userId" TEXT NOT NULL,
    "deviceHash" TEXT NOT NULL,
    "lastSignInAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "KnownDevice_pkey" PRIMARY KEY ("userId","deviceHash")
);

-- AddForeignKey
ALTER TABLE "KnownDevice" ADD CONSTRAINT "KnownDevice_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
