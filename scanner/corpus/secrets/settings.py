SECRET_KEY = "9f8Kd7s6A5j4H3g2F1qWeRtYuIoPaSdF"  # vigia-expect: secret-high-entropy
SECRET_KEY_FROM_ENV = os.environ["SECRET_KEY"]
SESSION_TOKEN_NAME = "sessionid"
API_KEY_HEADER = "X-Api-Key"
