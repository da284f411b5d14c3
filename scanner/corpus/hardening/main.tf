resource "aws_security_group" "api" {
  ingress {
    from_port   = 22
    to_port     = 22
    cidr_blocks = ["0.0.0.0/0"] # vigia-expect: iac-open-ingress
  }
  ingress {
    from_port   = 443
    to_port     = 443
    cidr_blocks = ["10.0.0.0/8"]
  }
}

resource "aws_s3_bucket_acl" "extratos" {
  acl = "public-read" # vigia-expect: iac-storage-public
}

resource "aws_s3_bucket_acl" "privado" {
  acl = "private"
}

resource "aws_db_instance" "core" {
  storage_encrypted   = false # vigia-expect: iac-encryption-disabled
  publicly_accessible = true # vigia-expect: iac-storage-public
}

resource "aws_ebs_volume" "dados" {
  encrypted = true
}
