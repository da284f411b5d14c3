resource "aws_security_group" "api" {
  ingress {
    from_port   = 5432
    to_port     = 5432
    cidr_blocks = ["0.0.0.0/0"] # vigia-expect: iac-open-ingress
  }
}

resource "aws_db_instance" "ledger" {
  storage_encrypted = false # vigia-expect: iac-encryption-disabled
}

resource "aws_s3_bucket_acl" "comprovantes" {
  acl = "private"
}
